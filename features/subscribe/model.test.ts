import { describe, expect, it } from 'vitest';
import { formatDate, isActive, paymentUrl, planPrice, REFUSED_ADDRESS, statusLabel } from './model';

const HOSTS = new Set(['checkout.stripe.com', 'billing.stripe.com']);

describe('paymentUrl', () => {
  it('keeps https addresses on an allow-listed payment host', () => {
    expect(paymentUrl('https://checkout.stripe.com/c/pay/cs_test_1', HOSTS)).toBe(
      'https://checkout.stripe.com/c/pay/cs_test_1',
    );
    expect(paymentUrl('https://BILLING.stripe.com/p/session/x', HOSTS)).toBe(
      'https://billing.stripe.com/p/session/x',
    );
  });

  it('refuses anything else, with the message the page shows', () => {
    for (const bad of [
      'javascript:alert(1)',
      'http://checkout.stripe.com/c/pay/x',
      'https://checkout.stripe.com.evil.example/c/pay/x',
      'https://evil.example/?next=https://checkout.stripe.com',
      'https://user:pw@checkout.stripe.com/',
      'data:text/html,hi',
      '//checkout.stripe.com/c/pay/x',
      'not a url',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(() => paymentUrl(bad, HOSTS)).toThrow(REFUSED_ADDRESS);
    }
  });
});

describe('labels', () => {
  it('prices plans by interval', () => {
    expect(planPrice(4.99, 'monthly')).toBe('$4.99 per month');
    expect(planPrice(49.99, 'yearly')).toBe('$49.99 per year');
    expect(planPrice(2.5, 'once')).toBe('$2.50 one payment');
    expect(planPrice(3, null)).toBe('$3.00');
  });

  it('names statuses, active or not', () => {
    expect(statusLabel('past_due')).toBe('Payment overdue');
    expect(statusLabel('constructor')).toBe('constructor');
    expect(isActive({ status: 'trialing' })).toBe(true);
    expect(isActive({ status: 'canceled' })).toBe(false);
    expect(formatDate(Date.UTC(2026, 10, 21))).toBe('21 Nov 2026');
  });
});
