import { QuestionList, type Question } from '@pill/proto/question';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { questionKeys } from './keys';

export const getQuestions = async (): Promise<Question[]> => QuestionList.parse(await apiRequest('/api/questions/user'));

export const questionsQueryOptions = () => queryOptions({ queryKey: questionKeys.mine, queryFn: getQuestions });

export const useQuestions = () => useQuery(questionsQueryOptions());
