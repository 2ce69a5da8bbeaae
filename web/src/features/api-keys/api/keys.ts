export const apiKeyKeys = { mine: ['/api/api-keys'] as const };
