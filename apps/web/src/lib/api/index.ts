export { apiRequest, type HttpMethod, type RequestOptions } from './api-client.ts';
export { ApiError, isApiError } from './api-error.ts';
export { getWebConfig, serviceUrl, setWebConfig } from './web-config.ts';
