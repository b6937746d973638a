/**
 * Greeting by hour (docs/product/home.md#greeting): before 12 Morning, before 17 Afternoon, otherwise
 * Evening.
 */
export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening';

export function greetingFor(hour: number): Greeting {
  if (hour < 12) return 'Good Morning';
  if (hour < 17) return 'Good Afternoon';
  return 'Good Evening';
}
