import type { APIRequestContext, Page } from '@playwright/test';
import { RAZORPAY_CHECKOUT_URL } from '../../../../src/adapters/payment/RazorpayCheckout';
import { providerOrigin } from './provider';

/**
 * A stand-in of Razorpay's checkout.js, served only by these tests at the address the app loads
 * it from: the documented `new Razorpay(options)`, `open()`, `on('payment.failed', …)`, the
 * `handler` and `modal.ondismiss`. Its sheet offers what the customer can do at the real one:
 * pay by UPI or card (the provider's test control authorises the payment and signs it with its
 * test secret, as Razorpay's servers would), have the payment fail, or close it. The real
 * checkout.js is never fetched.
 */
const STAND_IN = `
(function () {
  function Razorpay(options) { this.options = options; this.failed = []; }
  Razorpay.prototype.on = function (event, listener) {
    if (event === 'payment.failed') this.failed.push(listener);
  };
  Razorpay.prototype.open = function () {
    var self = this, options = this.options;
    var sheet = document.createElement('div');
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-label', 'Razorpay Checkout');
    sheet.style.cssText = 'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;' +
      'background:#fff;border-top:4px solid ' + options.theme.color + ';padding:16px;font:16px sans-serif';
    var text = document.createElement('p');
    text.textContent = options.name + ': ₹' + (options.amount / 100).toFixed(2) + ' for ' +
      options.prefill.name + ' (' + options.prefill.contact + ')';
    sheet.appendChild(text);
    function button(label, act) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.onclick = act;
      sheet.appendChild(b);
    }
    function close() { sheet.remove(); }
    function pay(method) {
      window.__checkoutStandInAuthorize(options.order_id, method).then(function (response) {
        close();
        options.handler(response);
      });
    }
    button('Pay by UPI', function () { pay('upi'); });
    button('Pay by card', function () { pay('card'); });
    button('Make it fail', function () {
      self.failed.forEach(function (listener) {
        listener({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', reason: 'payment_failed' } });
      });
    });
    button('Close checkout', function () { close(); options.modal.ondismiss(); });
    document.body.appendChild(sheet);
  };
  window.Razorpay = Razorpay;
})();
`;

/** What a test does at the stand-in's sheet. */
export function checkoutSheet(page: Page) {
  return page.getByRole('dialog', { name: 'Razorpay Checkout' });
}

/**
 * Serves the stand-in at checkout.js's address for `page`, its payments authorised by the
 * provider `which`. `reachable: false` makes the script fail to load (a phone that cannot reach
 * Razorpay).
 */
export async function serveCheckoutStandIn(
  page: Page,
  request: APIRequestContext,
  { reachable = true }: { reachable?: boolean } = {},
): Promise<{ loads: () => number; lastOrderId: () => string | undefined }> {
  let loads = 0;
  let lastOrderId: string | undefined;
  await page.exposeFunction(
    '__checkoutStandInAuthorize',
    async (orderId: string, method: string) => {
      lastOrderId = orderId;
      const answer = await request.post(
        `${providerOrigin('sessionProvider')}/_test/payments/authorize`,
        { data: { orderId, method } },
      );
      return answer.json();
    },
  );
  await page.route(RAZORPAY_CHECKOUT_URL, async (route) => {
    loads += 1;
    if (!reachable) return route.abort('internetdisconnected');
    return route.fulfill({ contentType: 'application/javascript', body: STAND_IN });
  });
  return { loads: () => loads, lastOrderId: () => lastOrderId };
}
