import type { ClientConfig } from '@pill/proto/auth';
import type { Analytics, UnifiedAnalysis } from '@pill/proto/analytics';
import type { OwnerLink } from '@pill/proto/link';
import type { OwnerResponse } from '@pill/proto/submission';

// Answers shaped like the gateway's, with fresh ids; each test overrides only what it is about.
let counter = 0;
const nextId = (prefix: string) => `${prefix}${++counter}`;

export function createOwnerLink(overrides: Partial<OwnerLink> = {}): OwnerLink {
  return {
    id: nextId('link'),
    title: 'Team Retro',
    shortCode: 'abcd1234',
    isActive: true,
    createdAt: '2025-06-01T09:00:00.000Z',
    questions: [{ questionId: 'q1' }],
    minResponses: 1,
    ...overrides,
  };
}

export function createOwnerResponse(overrides: Partial<OwnerResponse> = {}): OwnerResponse {
  return {
    id: nextId('response'),
    submissionId: nextId('submission'),
    response: 'You explain decisions clearly.',
    question: { id: 'q1', text: 'What should I keep doing?' },
    respondentName: 'Grace',
    submittedAt: new Date().toISOString(),
    ...overrides,
  };
}

export function createAnalytics(overrides: Partial<Analytics> = {}): Analytics {
  return {
    totalResponses: 1,
    totalVisits: 4,
    commonThemes: [],
    responsesByDate: [],
    visitsByDate: [],
    moderation: { refused: 0, byKind: [] },
    capsReached: [],
    ...overrides,
  };
}

export function createUnifiedAnalysis(overrides: Partial<UnifiedAnalysis> = {}): UnifiedAnalysis {
  return {
    hasData: true,
    summary: { overview: 'Clear communicator who could delegate more.', responseCount: 1, keyThemes: [] },
    criticalConcerns: [],
    insights: { strengths: [], opportunities: [] },
    nextSteps: 'Delegate one decision this week.',
    actionSteps: [{ action: 'Delegate a decision', timeframe: '1 week', expectedImpact: 'More ownership in the team' }],
    ...overrides,
  };
}

/** A server with local accounts and no captcha. */
export function createClientConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return { authProvider: 'local', captchaProvider: 'none', supportEmail: 'support@pill.example', environment: 'test', ...overrides };
}

/** A server that signs people in with Clerk, under a publishable key of its own. */
export function createClerkConfig(overrides: Partial<ClientConfig> = {}): ClientConfig {
  return createClientConfig({ authProvider: 'clerk', clerkPublishableKey: `pk_test_${nextId('key')}`, ...overrides });
}
