import { describe, expect, it } from 'vitest';
import { mailtoLink } from '../../../../src/core/contact/mailtoLink';

/** The decoded subject and body of a mailto: link. */
function fieldsOf(link: string): { to: string; subject: string; body: string } {
  const match = /^mailto:([^?]+)\?subject=([^&]*)&body=([^&]*)$/.exec(link);
  if (!match) throw new Error(`not a mailto: link with a subject and a body: ${link}`);
  const [, to = '', subject = '', body = ''] = match;
  return { to, subject: decodeURIComponent(subject), body: decodeURIComponent(body) };
}

describe('mailtoLink', () => {
  it('addresses the e-mail and carries the subject and the body', () => {
    expect(mailtoLink('care@gharseva.in', 'Hello', 'Thanks')).toBe(
      'mailto:care@gharseva.in?subject=Hello&body=Thanks',
    );
  });

  it('writes spaces as %20, which every mail client reads, never as +', () => {
    const link = mailtoLink('care@gharseva.in', 'AC service visit', 'Still drips');

    expect(link).toBe('mailto:care@gharseva.in?subject=AC%20service%20visit&body=Still%20drips');
    expect(link).not.toContain('+');
  });

  it('writes each line break of the body as CRLF, %0D%0A', () => {
    expect(mailtoLink('care@gharseva.in', 'Hi', 'one\ntwo\n\nthree')).toBe(
      'mailto:care@gharseva.in?subject=Hi&body=one%0D%0Atwo%0D%0A%0D%0Athree',
    );
  });

  it('keeps a CRLF line break single rather than doubling its CR', () => {
    expect(mailtoLink('care@gharseva.in', 'Hi', 'one\r\ntwo')).toBe(
      'mailto:care@gharseva.in?subject=Hi&body=one%0D%0Atwo',
    );
  });

  it('encodes &, =, ? and # so that typed text cannot end the subject or add a field', () => {
    const link = mailtoLink('care@gharseva.in', 'Heating & AC?', 'a=b #1 &cc=x@y.z');

    expect(link).toBe(
      'mailto:care@gharseva.in?subject=Heating%20%26%20AC%3F&body=a%3Db%20%231%20%26cc%3Dx%40y.z',
    );
    expect(fieldsOf(link)).toEqual({
      to: 'care@gharseva.in',
      subject: 'Heating & AC?',
      body: 'a=b #1 &cc=x@y.z',
    });
  });

  it('encodes a literal + so that it stays a plus sign, as in +91', () => {
    expect(mailtoLink('care@gharseva.in', 'Call back', '+91 9876543210')).toBe(
      'mailto:care@gharseva.in?subject=Call%20back&body=%2B91%209876543210',
    );
  });

  it('encodes rupee signs and Telugu text as UTF-8 that decodes back unchanged', () => {
    const link = mailtoLink('care@gharseva.in', '₹500 quote', 'నమస్కారం');

    expect(link).toContain('subject=%E2%82%B9500%20quote');
    expect(fieldsOf(link)).toMatchObject({ subject: '₹500 quote', body: 'నమస్కారం' });
  });

  it('keeps an empty subject and body as empty fields', () => {
    expect(mailtoLink('care@gharseva.in', '', '')).toBe('mailto:care@gharseva.in?subject=&body=');
  });
});
