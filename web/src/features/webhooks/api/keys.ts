export const webhookKeys = {
  ofLink: (linkId: string) => ['webhooks', linkId] as const,
  deliveries: (linkId: string, webhookId: string) => ['webhooks', linkId, webhookId, 'deliveries'] as const,
};

export const webhooksPath = (linkId: string) => `/api/feedback-links/${encodeURIComponent(linkId)}/webhooks`;
