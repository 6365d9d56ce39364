export { ApiProvider, createQueryClient, GariProvider, type GariProviderProps, useApi } from './ApiContext';
