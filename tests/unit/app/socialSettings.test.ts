import { describe, expect, it } from 'vitest';
import { businessFromEnv } from '../../../src/app/config';
import { settingProblems } from '../../../src/app/settingProblems';

describe("a deployment's social pages", () => {
  it('are none when no setting names one, as in the demo', () => {
    expect(businessFromEnv({}).social).toEqual([]);
  });

  it('are the pages set, in the order the footer shows them', () => {
    expect(
      businessFromEnv({
        VITE_SOCIAL_YOUTUBE: 'https://www.youtube.com/@gharseva',
        VITE_SOCIAL_FACEBOOK: 'https://www.facebook.com/gharseva',
      }).social,
    ).toEqual([
      { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/gharseva' },
      { network: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@gharseva' },
    ]);
  });

  it('pass the build when each is an https page on its own network', () => {
    expect(
      settingProblems({
        VITE_SOCIAL_FACEBOOK: 'https://www.facebook.com/gharseva',
        VITE_SOCIAL_X: 'https://x.com/gharseva',
        VITE_SOCIAL_INSTAGRAM: 'https://instagram.com/gharseva/',
        VITE_SOCIAL_YOUTUBE: 'https://m.youtube.com/@gharseva',
        VITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/gharseva',
      }),
    ).toEqual([]);
  });

  it.each([
    ['VITE_SOCIAL_FACEBOOK', 'https://www.facebook.com/', 'a bare home page'],
    ['VITE_SOCIAL_INSTAGRAM', 'http://instagram.com/gharseva', 'not https'],
    [
      'VITE_SOCIAL_X',
      'https://x.com.evil.example/gharseva',
      "another host ending like the network's",
    ],
    ['VITE_SOCIAL_YOUTUBE', 'https://www.facebook.com/gharseva', "another network's host"],
    ['VITE_SOCIAL_LINKEDIN', 'linkedin.com/company/gharseva', 'not an address'],
  ])('stop the build when %s is %s (%s)', (name, value) => {
    expect(settingProblems({ [name]: value })).toEqual([
      expect.stringMatching(new RegExp(`^${name}: ".*" is not a page of yours on `, 'u')),
    ]);
  });
});
