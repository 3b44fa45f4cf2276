import { WorkspacePage } from '../features/workspaces/workspace-page';

export default WorkspacePage;
