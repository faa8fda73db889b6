import { describe, expect, it } from 'vitest';
import { categoryOpens } from '../../../../src/core/catalog/Category';
import { serviceOpens } from '../../../../src/core/catalog/Service';
import { aCategory, aService } from '../support/examples';

describe('categoryOpens', () => {
  it('opens a category that has services', () => {
    expect(categoryOpens(aCategory({ hasServices: true }))).toBe(true);
  });

  it('does not open a category without services', () => {
    expect(categoryOpens(aCategory({ hasServices: false }))).toBe(false);
  });
});

describe('serviceOpens', () => {
  it('opens the options dialog of a service that has options', () => {
    expect(serviceOpens(aService({ hasOptions: true }))).toBe(true);
  });

  it('does not open the dialog of a service without options', () => {
    expect(serviceOpens(aService({ hasOptions: false }))).toBe(false);
  });
});
