import { describe, expect, it } from 'vitest';
import { languageOfFile, splitByLanguage } from '../../../../src/app/worker/languageFiles';

describe("the build's files, by the language whose reader needs them", () => {
  it("gives each language's pages to its own precache, and every other file to every reader", () => {
    const manifest = [
      { url: 'index.html', revision: '1' },
      { url: 'cart.html', revision: '2' },
      { url: 'assets/main-Ab12.js', revision: null },
      { url: 'app-icons/icon-192.png', revision: '3' },
      { url: 'hi/index.html', revision: '4' },
      { url: 'te/cart.html', revision: '5' },
      { url: 'te/404.html', revision: '6' },
      { url: 'hosting/te/notes.html', revision: '7' },
      { url: 'team.html', revision: '8' },
    ];

    const { shared, byLanguage } = splitByLanguage(manifest);

    expect(shared.map(({ url }) => url)).toEqual([
      'index.html',
      'cart.html',
      'assets/main-Ab12.js',
      'app-icons/icon-192.png',
      'hosting/te/notes.html',
      'team.html',
    ]);
    expect(byLanguage.get('hi')?.map(({ url }) => url)).toEqual(['hi/index.html']);
    expect(byLanguage.get('te')?.map(({ url }) => url)).toEqual(['te/cart.html', 'te/404.html']);
    expect([...byLanguage.keys()]).toEqual(['hi', 'te']);
  });

  it('reads the language of a page file by its base, with or without the leading slash', () => {
    expect(languageOfFile('/te/service.html')).toBe('te');
    expect(languageOfFile('hi/404.html')).toBe('hi');
    expect(languageOfFile('/team.html')).toBeUndefined();
    expect(languageOfFile('/te.html')).toBeUndefined();
    expect(languageOfFile('/hindi/cart.html')).toBeUndefined();
  });
});
