import { describe, expect, it } from 'vitest';
import { isTemplateRecordType, unknownPlaceholders } from '../../../../../src/schemas/mail/placeholders';
import { DEMO_EMAIL_TEMPLATES } from '../../demo';

describe('demo e-mail templates', () => {
  it('use only the placeholders their record type offers, one default per type', () => {
    for (const template of DEMO_EMAIL_TEMPLATES) {
      const type = template.recordType;
      if (!isTemplateRecordType(type)) throw new Error(`record type ${String(type)}`);
      expect([...unknownPlaceholders(String(template.subject), type), ...unknownPlaceholders(String(template.body), type)]).toEqual([]);
    }
    expect(new Set(DEMO_EMAIL_TEMPLATES.map((t) => t.recordType)).size).toBe(DEMO_EMAIL_TEMPLATES.length);
  });
});
