import type { OrderReport } from '@lib/schemas/backlog';
import { describe, expect, it } from 'vitest';
import {
  excerpt,
  OTHER_REASON,
  orderIdError,
  paths,
  REPORT_REASONS,
  reportFormRules,
  reportOrderSearchSchema,
  reportPayload,
  withoutReport,
} from './model';

describe('features/order-reports order id', () => {
  it('accepts 6 letters or digits, trimmed', () => {
    expect(orderIdError('Ab12Cd')).toBeNull();
    expect(orderIdError('  000000 ')).toBeNull();
  });

  it('explains what is wrong', () => {
    expect(orderIdError('')).toBe('Enter the order ID');
    expect(orderIdError('   ')).toBe('Enter the order ID');
    expect(orderIdError('Ab12C')).toMatch(/6 letters or digits/);
    expect(orderIdError('Ab12Cde')).toMatch(/6 letters or digits/);
    expect(orderIdError('Ab-2Cd')).toMatch(/6 letters or digits/);
    expect(orderIdError('Ab12Cé')).toMatch(/6 letters or digits/);
  });
});

describe('features/order-reports reportOrderSearchSchema', () => {
  const parse = (search: Record<string, unknown>) => reportOrderSearchSchema.parse(search);

  it('keeps a well-formed ?orderID=, trimmed, numbers included', () => {
    expect(parse({ orderID: 'Ab12Cd' })).toEqual({ orderID: 'Ab12Cd' });
    expect(parse({ orderID: ' Ab12Cd ' })).toEqual({ orderID: 'Ab12Cd' });
    expect(parse({ orderID: 123456 })).toEqual({ orderID: '123456' });
    expect(parse({})).toEqual({});
  });

  it('leaves out anything else, without failing', () => {
    for (const orderID of [
      '<script>',
      'Ab12C',
      'Ab12Cde',
      12345,
      ['Ab12Cd'],
      null,
      '__proto__',
      'x'.repeat(3000),
    ]) {
      expect(parse({ orderID }), String(orderID)).toStrictEqual({ orderID: undefined });
    }
  });
});

describe('features/order-reports report form', () => {
  const values = (overrides: Partial<{ reason: string; otherReason: string; notes: string }>) => ({
    reason: REPORT_REASONS[0],
    otherReason: '',
    notes: '',
    ...overrides,
  });

  it('requires one of the offered reasons', () => {
    expect(reportFormRules.reason('')).toBe('Choose a reason');
    expect(reportFormRules.reason('Made up')).toBe('Choose a reason');
    expect(reportFormRules.reason(REPORT_REASONS[1])).toBeNull();
  });

  it('asks for the reason in words only for Other', () => {
    expect(reportFormRules.otherReason('', values({}))).toBeNull();
    expect(reportFormRules.otherReason('  ', values({ reason: OTHER_REASON }))).toBe(
      'Tell us the reason in a few words',
    );
    expect(reportFormRules.otherReason('x'.repeat(201), values({ reason: OTHER_REASON }))).toMatch(/200/);
    expect(reportFormRules.otherReason('Cold food', values({ reason: OTHER_REASON }))).toBeNull();
  });

  it('limits notes to 1000 characters', () => {
    expect(reportFormRules.notes('x'.repeat(1000))).toBeNull();
    expect(reportFormRules.notes('x'.repeat(1001))).toBe('Notes are limited to 1000 characters');
  });

  it('sends the chosen reason, or the words typed for Other, trimmed', () => {
    expect(reportPayload(values({ notes: '  see images ' }))).toEqual({
      reportReason: REPORT_REASONS[0],
      notes: 'see images',
    });
    expect(reportPayload(values({ reason: OTHER_REASON, otherReason: ' Cold food ' }))).toEqual({
      reportReason: 'Cold food',
      notes: '',
    });
  });
});

describe('features/order-reports text', () => {
  it('cuts long order text at a word, on one line', () => {
    expect(excerpt('A  short\norder')).toBe('A short order');
    const long = 'pancakes with syrup '.repeat(10);
    const cut = excerpt(long, 40);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
    expect(cut).toBe('pancakes with syrup pancakes with syrup…');
    expect(excerpt('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});

describe('features/order-reports cache update', () => {
  const report = (id: string) => ({ id, orderID: 'Ab12Cd' }) as OrderReport;

  it('removes the completed report and keeps the order of the rest', () => {
    const data = { reports: [report('a'), report('b'), report('c')] };
    expect(withoutReport(data, 'b')?.reports.map((r) => r.id)).toEqual(['a', 'c']);
    expect(data.reports).toHaveLength(3);
    expect(withoutReport(undefined, 'b')).toBeUndefined();
  });

  it('builds the pages’ paths with encoded ids', () => {
    expect(paths.report('1700000000000_42')).toBe('/staff/admin/report-manager/orders/1700000000000_42');
    expect(paths.orderHistory('a/b')).toBe('/staff/admin/order-history/a%2Fb');
  });
});
