import { CategoryList } from '@pill/proto/question';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { questionKeys } from './keys';

export const getCategories = async (): Promise<string[]> => CategoryList.parse(await apiRequest('/api/questions/categories'));

export const categoriesQueryOptions = () => queryOptions({ queryKey: questionKeys.categories, queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
