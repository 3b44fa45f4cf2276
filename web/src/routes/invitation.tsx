import { useParams } from 'react-router-dom';
import { InvitationPage } from '../features/workspaces/invitation-page';

export default function InvitationRoute() {
  const { token = '' } = useParams();
  return <InvitationPage token={token} />;
}
