import { expect, test, type Locator, type Page } from '@playwright/test';
import { openHome } from './support/app';

const MAIL_OPENED = 'Your mail app should open with the message ready to send.';
const FIELD_ERRORS =
  /Enter your name|Enter an e-mail|Enter a 10-digit|Enter a subject|Write at least|Choose the service|Enter your area|Describe the job/;

/** The trades we send, as the about and team pages name them. */
const TRADES = [
  'AC and appliance technicians',
  'Electricians',
  'Electronics technicians',
  'Carpenters',
  'Plumbers',
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const quickLinks = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: 'Quick links' });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** The area field suggests the areas we serve, which makes it a combobox. */
const areaField = (page: Page) =>
  page.getByRole('combobox', { name: 'Area or locality', exact: true });

async function expectTitle(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** Leaves a field the way a person does, so that its error may show. */
async function fillAndLeave(input: Locator, text: string) {
  await input.fill(text);
  await input.blur();
}

/** The message under a field, read through its aria-describedby, as a screen reader would. */
async function expectFieldError(input: Locator, message: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
  await expect(input.page().getByText(message, { exact: true })).toBeVisible();
}

/** Paste as from the clipboard, which Playwright's fill() does not do. */
async function paste(input: Locator, text: string) {
  await input.evaluate((element, clipboardText) => {
    const data = new DataTransfer();
    data.setData('text', clipboardText);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The mailto: link the page asks the browser to open (Chromium reports it as a request). */
const mailtoRequest = (page: Page) =>
  page.waitForEvent('request', (request) => request.url().startsWith('mailto:'));

test.describe('static pages reached from the navbar and the footer', () => {
  test('About Us shows the mission, how to reach us, figures counted from the catalogue and the team', async ({
    page,
  }) => {
    await openHome(page);
    await mainNav(page).getByRole('link', { name: 'About Us' }).click();

    await expect(page).toHaveURL(/\/about$/);
    await expectTitle(page, 'About GharSeva');
    await expect(page).toHaveTitle('About GharSeva');
    await expect(
      page.getByText(
        'To give every home in Hyderabad reliable, efficient, cost-effective solutions with the best service quality.',
      ),
    ).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '+91 40 4567 8900' })).toHaveAttribute(
      'href',
      'tel:+914045678900',
    );
    await expect(main.getByRole('link', { name: 'care@gharseva.in' })).toHaveAttribute(
      'href',
      'mailto:care@gharseva.in',
    );

    // The demo catalogue: 6 of its 7 categories have services, 27 of its 28 services have
    // options, 93 options in all.
    const numbers = page.getByRole('region', { name: 'GharSeva in numbers' });
    await expect(
      numbers.getByText('Counted from the services you can book on this site today.'),
    ).toBeVisible();
    for (const label of [
      'Kinds of home repair',
      'Services you can book',
      'Options to choose from',
    ]) {
      await expect(numbers.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expect(numbers.getByRole('definition')).toHaveText(['6', '27', '93']);

    const team = page.getByRole('region', { name: 'The team' });
    await expect(team.getByRole('listitem')).toHaveText(
      TRADES.map((trade) => new RegExp(`^${trade}`)),
    );
    await expect(team.getByText(/team member/i)).toHaveCount(0);
    await expect(
      team.getByRole('link', { name: 'What our technicians do on a visit' }),
    ).toHaveAttribute('href', '/team');

    // No visit slot exists: the booking is confirmed and the team arranges the visit.
    await expect(main).not.toContainText(/pick a time/i);
    await expect(main.getByText(/Our team then arranges the visit with you\./)).toBeVisible();
  });

  test('Pages → Features lists what a customer can count on and the areas served', async ({
    page,
  }) => {
    await openHome(page);
    await mainNav(page).getByRole('button', { name: 'Pages' }).click();
    await mainNav(page).getByRole('link', { name: 'Features' }).click();

    await expect(page).toHaveURL(/\/feature$/);
    await expectTitle(page, 'Why choose GharSeva');
    for (const feature of [
      'Certified technicians',
      'Transparent pricing',
      '24/7 emergency service',
      '30-day service warranty',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    await expect(page.getByText(/18% GST shown on its own line/)).toBeVisible();
    await expect(page.getByText(/cancel online until a technician starts work/)).toBeVisible();

    // How it works says what the app does: an OTP, a password for a new account, a visit time
    // chosen online only where the backend offers it.
    const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(1)).toContainText('We text a 6-digit OTP to your +91 number.');
    await expect(steps.nth(1)).toContainText(
      'create your account with your name, address and a password',
    );
    await expect(steps.nth(2)).toContainText('choose a visit time where it is offered');
    await expect(page.getByRole('main')).not.toContainText(/no password|pick a time|one bill/i);
    const areas = page.getByRole('region', { name: 'Areas we serve' }).getByRole('listitem');
    for (const area of ['Madhapur', 'Gachibowli', 'Kondapur', 'Kukatpally', 'Secunderabad']) {
      await expect(areas.filter({ hasText: area })).toHaveCount(1);
    }
  });

  test('Pages → Our Team shows the trades we send, what happens on a visit and how we choose technicians', async ({
    page,
  }) => {
    await openHome(page);
    await mainNav(page).getByRole('button', { name: 'Pages' }).click();
    await mainNav(page).getByRole('link', { name: 'Our Team' }).click();

    await expect(page).toHaveURL(/\/team$/);
    await expectTitle(page, 'Our Team');

    const trades = page.getByRole('region', { name: 'Who we send' });
    await expect(trades.getByRole('heading', { level: 3 })).toHaveText(TRADES);
    await expect(trades.getByRole('listitem').filter({ hasText: 'Plumbers' })).toContainText(
      'Plumbing',
    );

    const visit = page.getByRole('region', { name: 'What happens on a visit' });
    await expect(visit.getByRole('list').first().getByRole('heading', { level: 3 })).toHaveText([
      'Arrives with ID',
      'Looks first',
      'Quotes before extra work',
      'Fixes it',
      'Cleans up',
      'Explains',
    ]);
    await expect(
      visit.getByText(/they tell you the price first and go ahead only when you agree/),
    ).toBeVisible();
    await expect(
      visit.getByRole('heading', { level: 3, name: 'Our 30-day promise' }),
    ).toBeVisible();
    await expect(visit.getByText(/^If the same fault comes back within 30 days/)).toBeVisible();

    const hiring = page.getByRole('region', { name: 'How we choose technicians' });
    await expect(hiring.getByRole('heading', { level: 3 })).toHaveText([
      'Checked',
      'Trained',
      'Reviewed',
    ]);
    await expect(page.getByRole('main')).not.toContainText(/team member/i);
  });

  test('Contact Us shows the address, phone, e-mail and hours beside the contact form', async ({
    page,
  }) => {
    await openHome(page);
    await mainNav(page).getByRole('link', { name: 'Contact Us' }).click();

    await expect(page).toHaveURL(/\/contact$/);
    await expectTitle(page, 'Contact Us');
    const details = page.getByRole('region', { name: 'Reach us' });
    await expect(details.getByText('Plot 42, Madhapur Main Road')).toBeVisible();
    await expect(
      details.getByRole('link', { name: '+91 40 4567 8900', exact: true }),
    ).toBeVisible();
    await expect(details.getByRole('link', { name: 'Call +91 40 4567 8900' })).toHaveAttribute(
      'href',
      'tel:+914045678900',
    );
    await expect(details.getByRole('link', { name: 'care@gharseva.in' })).toBeVisible();
    await expect(details.getByText(/emergency repairs 24\/7/)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  });

  test('Testimonials in the footer says there are no reviews yet and asks how a visit went', async ({
    page,
  }) => {
    await openHome(page);
    await quickLinks(page).getByRole('link', { name: 'Testimonials' }).click();

    await expect(page).toHaveURL(/\/testimonial$/);
    await expectTitle(page, 'Testimonials');
    await expect(page.getByText(/there are no published reviews here yet/)).toBeVisible();

    const invite = page.getByRole('region', { name: 'Had a visit from us? Tell us how it went' });
    await expect(invite.getByRole('listitem')).toHaveText([
      /booking code/,
      /the service, and the day of the visit/,
      /what went well, and what did not/,
    ]);
    await expect(invite.getByRole('link', { name: 'Write to us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(invite.getByRole('link', { name: 'E-mail care@gharseva.in' })).toHaveAttribute(
      'href',
      'mailto:care@gharseva.in?subject=How%20my%20visit%20went',
    );
    await expect(invite.getByRole('link', { name: 'Call +91 40 4567 8900' })).toHaveAttribute(
      'href',
      'tel:+914045678900',
    );

    const use = page.getByRole('region', { name: 'What we do with what you tell us' });
    await expect(use.getByRole('heading', { level: 3 })).toHaveCount(4);

    // Nothing that looks like a review: no quotation, no attributed figure.
    const main = page.getByRole('main');
    await expect(main.getByRole('blockquote')).toHaveCount(0);
    await expect(main.getByRole('figure')).toHaveCount(0);
  });

  test('Get a Quote in the footer shows the quote form with the six services to choose from', async ({
    page,
  }) => {
    await openHome(page);
    await quickLinks(page).getByRole('link', { name: 'Get a Quote' }).click();

    await expect(page).toHaveURL(/\/quote$/);
    await expectTitle(page, 'Get a Quote');
    await expect(page.getByRole('combobox', { name: 'Service' }).getByRole('option')).toHaveText([
      'Choose a service',
      'Air Conditioning & Heating',
      'Electrical',
      'Electronics',
      'Appliances',
      'Carpentry',
      'Plumbing',
    ]);
  });
});

test.describe("the footer's service links", () => {
  test("a service in the footer of another page opens that category's own page", async ({
    page,
  }) => {
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Services' })
      .getByRole('link', { name: 'Plumbing' })
      .click();

    await expect(page).toHaveURL(/\/service\/[^/#]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plumbing' })).toBeVisible();
  });

  test("once the categories are read, each service in the footer links its category's page", async ({
    page,
  }) => {
    await openHome(page);

    const services = page.getByRole('navigation', { name: 'Services' }).getByRole('link');
    await expect(services).toHaveCount(6);
    for (const link of await services.all()) {
      await expect(link).toHaveAttribute('href', /^\/service\/[^/#]+$/);
    }
  });
});

test.describe('honest content', () => {
  // The pages on which no visible text may say "placeholder" or "sample" (DESIGN.md).
  const HONEST_PAGES = ['/about', '/feature', '/team', '/testimonial'];

  test('no visible text on the static pages says "placeholder" or "sample"', async ({ page }) => {
    for (const path of HONEST_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('body'), path).not.toContainText(/placeholder|sample/i, {
        useInnerText: true,
      });
      await expect(page, path).not.toHaveTitle(/placeholder|sample/i);
    }
  });
});

test.describe('the contact form', () => {
  test('shows each validation message once a field is left, and keeps Send disabled', async ({
    page,
  }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send with my mail app' });
    await expect(send).toBeDisabled();

    await fillAndLeave(field(page, 'Your name'), 'P');
    await expectFieldError(field(page, 'Your name'), 'Enter your name.');
    await fillAndLeave(field(page, 'E-mail'), 'priya');
    await expectFieldError(field(page, 'E-mail'), 'Enter an e-mail address with an @.');
    await fillAndLeave(field(page, 'Mobile number (optional)'), '12345');
    await expectFieldError(
      field(page, 'Mobile number (optional)'),
      'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    );
    await fillAndLeave(field(page, 'Subject'), '   ');
    await expectFieldError(field(page, 'Subject'), 'Enter a subject.');
    await fillAndLeave(field(page, 'Message'), 'Too short');
    await expectFieldError(field(page, 'Message'), 'Write at least ten characters so we can help.');
    await expect(send).toBeDisabled();
  });

  test('opens the mail app with the message written out, says so, and stays usable', async ({
    page,
  }) => {
    await page.goto('/contact');
    await field(page, 'Your name').fill('Priya Sharma');
    await field(page, 'E-mail').fill('priya@example.in');
    await fillAndLeave(field(page, 'Mobile number (optional)'), '12345');
    await field(page, 'Mobile number (optional)').fill('');
    await field(page, 'Subject').fill('Thank you');
    await field(page, 'Message').fill('The plumber was quick and tidy.');

    await expect(page.getByText(FIELD_ERRORS)).toHaveCount(0);
    const mailto = mailtoRequest(page);
    await page.getByRole('button', { name: 'Send with my mail app' }).click();

    expect((await mailto).url()).toBe(
      'mailto:care@gharseva.in?subject=Thank%20you' +
        '&body=The%20plumber%20was%20quick%20and%20tidy.%0D%0A%0D%0APriya%20Sharma' +
        '%0D%0Apriya%40example.in',
    );
    await expect(page.getByText(MAIL_OPENED).first()).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText(FIELD_ERRORS)).toHaveCount(0);
    await expect(field(page, 'Subject')).toHaveValue('Thank you');
    await field(page, 'Subject').fill('Thank you again');
    await expect(page.getByRole('button', { name: 'Send with my mail app' })).toBeEnabled();
  });
});

test.describe('the quote form', () => {
  test('shows each validation message once a field is left, and keeps Send disabled', async ({
    page,
  }) => {
    await page.goto('/quote');
    const send = page.getByRole('button', { name: 'Send the request with my mail app' });
    await expect(send).toBeDisabled();

    await fillAndLeave(field(page, 'Your name'), ' R ');
    await expectFieldError(field(page, 'Your name'), 'Enter your name.');
    await fillAndLeave(field(page, 'Mobile number'), '5876543210');
    await expectFieldError(
      field(page, 'Mobile number'),
      'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    );
    await fillAndLeave(field(page, 'E-mail (optional)'), 'ravi');
    await expectFieldError(field(page, 'E-mail (optional)'), 'Enter an e-mail address with an @.');
    const service = page.getByRole('combobox', { name: 'Service' });
    await service.focus();
    await service.blur();
    await expectFieldError(service, 'Choose the service you need.');
    await fillAndLeave(areaField(page), '  ');
    await expectFieldError(areaField(page), 'Enter your area or locality.');
    await fillAndLeave(field(page, 'What needs doing?'), 'Leaks.');
    await expectFieldError(
      field(page, 'What needs doing?'),
      'Describe the job in at least ten characters.',
    );
    await expect(send).toBeDisabled();
  });

  test('keeps the ten digits of a pasted +91 number and opens the mail app with the request', async ({
    page,
  }) => {
    await page.goto('/quote');
    await field(page, 'Your name').fill('Ravi Kumar');
    await paste(field(page, 'Mobile number'), '+91 98765-43210');
    await expect(field(page, 'Mobile number')).toHaveValue('9876543210');
    await page
      .getByRole('combobox', { name: 'Service' })
      .selectOption('Air Conditioning & Heating');
    await areaField(page).fill('Kondapur');
    await field(page, 'What needs doing?').fill('Split AC drips water indoors.');

    await expect(page.getByText(FIELD_ERRORS)).toHaveCount(0);
    const mailto = mailtoRequest(page);
    await page.getByRole('button', { name: 'Send the request with my mail app' }).click();

    expect((await mailto).url()).toBe(
      'mailto:care@gharseva.in?subject=Quote%20request%3A%20Air%20Conditioning%20%26%20Heating' +
        '&body=Service%3A%20Air%20Conditioning%20%26%20Heating%0D%0AArea%3A%20Kondapur%0D%0A%0D%0A' +
        'Split%20AC%20drips%20water%20indoors.%0D%0A%0D%0ARavi%20Kumar%0D%0A%2B91%209876543210',
    );
    await expect(page.getByText(MAIL_OPENED).first()).toBeVisible();
    await expect(page).toHaveURL(/\/quote$/);
    await expect(page.getByText(FIELD_ERRORS)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Get a Quote' })).toBeVisible();
  });
});
