/** Fixed guidance shown for a critical concern, chosen by words in its title. */
export function urgentGuidance(concernTitle: string): string[] {
  const title = concernTitle.toLowerCase();
  if (title.includes('substance')) {
    return [
      'Arrange a confidential conversation with HR or your manager.',
      'Look into assistance programs or professional counselling.',
      'Document incidents factually, with dates.',
    ];
  }
  if (title.includes('inappropriate')) {
    return [
      'Address it through direct feedback or with HR.',
      'Review the conduct policies that apply.',
      'Consider sensitivity training or coaching.',
    ];
  }
  return [
    'Have a direct, private conversation about the concern.',
    'Ask leadership or HR for guidance.',
    'Consider coaching to work on it.',
  ];
}

export type Severity = 'High' | 'Medium' | string;

/** High is red, Medium amber, anything else the low colour. */
export function severityTone(level: Severity): 'danger' | 'warning' | 'muted' {
  if (level === 'High') return 'danger';
  if (level === 'Medium') return 'warning';
  return 'muted';
}
