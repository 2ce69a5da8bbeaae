import { useParams } from 'react-router-dom';
import { RespondentConversation } from '../../features/conversations/components/respondent-conversation';
import { pageTitle, usePageTitle } from '../../hooks/use-page-title';

export default function ReceiptRoute() {
  const { code = '' } = useParams();
  usePageTitle(pageTitle('Your Answers'));
  return <RespondentConversation code={code} />;
}
