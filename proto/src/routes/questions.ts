import { CategoryList, Question, QuestionBody, QuestionList } from '../question';
import { Ack, routes } from '../route-def';

/** The question bank. */
export const QUESTION_ROUTES = routes(
  {
    id: 'listQuestions',
    method: 'get',
    path: '/api/questions/user',
    tag: 'Questions',
    summary: "The owner's question library: defaults and their own",
    auth: 'owner',
    status: 200,
    reply: QuestionList,
  },
  {
    id: 'listCategories',
    method: 'get',
    path: '/api/questions/categories',
    tag: 'Questions',
    summary: 'The categories in use',
    auth: 'owner',
    status: 200,
    reply: CategoryList,
  },
  {
    id: 'createQuestion',
    method: 'post',
    path: '/api/questions',
    tag: 'Questions',
    summary: 'Add a question to the library',
    auth: 'owner',
    body: QuestionBody,
    status: 201,
    reply: Question,
  },
  {
    id: 'updateQuestion',
    method: 'put',
    path: '/api/questions/{id}',
    tag: 'Questions',
    summary: 'Change a question (a default one becomes the owner’s own version)',
    auth: 'owner',
    body: QuestionBody,
    status: 200,
    reply: Question,
  },
  {
    id: 'deleteQuestion',
    method: 'delete',
    path: '/api/questions/{id}',
    tag: 'Questions',
    summary: 'Remove a question from the library',
    auth: 'owner',
    status: 200,
    reply: Ack,
  },
);
