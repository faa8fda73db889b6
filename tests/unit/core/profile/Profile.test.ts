import { describe, expect, it } from 'vitest';
import { DEFAULT_CITY, DEFAULT_STATE, profileMode } from '../../../../src/core/profile/Profile';

describe('profileMode', () => {
  it('creates a profile that has no first name yet', () => {
    expect(profileMode({ firstName: '' })).toBe('create');
  });

  it('creates a profile whose first name is blank', () => {
    expect(profileMode({ firstName: '   ' })).toBe('create');
  });

  it('edits a profile that has a first name', () => {
    expect(profileMode({ firstName: 'Priya' })).toBe('edit');
  });
});

describe('default place', () => {
  it('is Hyderabad, Telangana', () => {
    expect(DEFAULT_CITY).toBe('Hyderabad');
    expect(DEFAULT_STATE).toBe('Telangana');
  });
});
