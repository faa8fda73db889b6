import { describe, expect, it } from 'vitest';
import {
  serviceFromWire,
  serviceOptionFromWire,
  serviceOptionRow,
  serviceRow,
} from '../../../../src/adapters/http/catalogWire';
import { decodeStrict } from '../../../../src/adapters/http/envelope';

function decoded<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected a row, got ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('serviceFromWire', () => {
  const tapRepair = {
    ServiceId: 61,
    Service_Name: 'Tap and mixer repair',
    Service_Description: 'n_a',
    Service_Icon: null,
    Category_Name: 'Plumbing',
    has_Service_Options: true,
  };

  it.each([null, 'n_a'])(
    'reads a category name of %j (the services of no category) as empty text',
    (categoryName) => {
      const row = decoded(decodeStrict(serviceRow, { ...tapRepair, Category_Name: categoryName }));
      expect(serviceFromWire(row).categoryName).toBe('');
    },
  );
});

describe('serviceOptionFromWire', () => {
  const tapReplacement = {
    Service_Option_Id: 611,
    Service_Name: 'Tap and mixer repair',
    Service_Option_Name: 'Tap replacement',
    Service_Option_Description: 'Fitting of a tap you provide',
    Service_Option_Icon: 'n_a',
  };

  it.each([
    ['null', null],
    ['missing', undefined],
  ])('reads a %s price as no price (shown "Price on inspection")', (_case, price) => {
    const row = decoded(
      decodeStrict(serviceOptionRow, { ...tapReplacement, Service_Option_Price: price }),
    );
    expect(serviceOptionFromWire(row).price).toBeUndefined();
  });
});
