import { useParams } from 'react-router-dom';
import { ProjectPage } from '../features/ai-visibility/project-page';

export default function AiVisibilityProjectPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <ProjectPage key={id} projectId={id} />
    </div>
  );
}
