import { useParams } from 'react-router-dom';
import { RespondentConversation } from '../../features/conversations/components/respondent-conversation';

export default function ReceiptRoute() {
  const { code = '' } = useParams();
  return <RespondentConversation code={code} />;
}
