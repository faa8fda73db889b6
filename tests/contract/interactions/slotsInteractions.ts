import { MatchersV3 } from '@pact-foundation/pact';
import type { VisitWindow } from '../../../src/core/booking/VisitWindow';
import { matchingRegex, nonBlankText, requestHeaders, type PactScenario } from '../pactSetup';

const { boolean, integer } = MatchersV3;

/**
 * The slots extension (README, "Contract extensions"): the visit windows of the next seven days
 * (`Services/visitSlots`), booking the saved cart in one (`Slot_Start` and `Slot_End` on
 * book-service, `Slot_Full: true` on a refusal when its last place went), and moving a work
 * order's visit (`WorkOrder/changeVisitTime`). A window is ISO 8601 text with Hyderabad's offset.
 *
 * Windows are in the future, so a pact cannot name one: the provider state gives one that is
 * open (`{ "slotStart": "…", "slotEnd": "…" }`) and the verifier puts it in the request.
 */

const CUSTOMER_ID = 101;
const OPTION_ID = 111;
const WORK_ORDER_ID = 9008;

/** The example window of the pact's requests; a provider state gives the real one. */
export const EXAMPLE_WINDOW: VisitWindow = {
  start: new Date('2026-11-25T10:00:00+05:30'),
  end: new Date('2026-11-25T12:00:00+05:30'),
};

const slotRows = [
  {
    Slot_Start: '2026-11-25T10:00:00+05:30',
    Slot_End: '2026-11-25T12:00:00+05:30',
    Slot_Full: false,
  },
  {
    Slot_Start: '2026-11-25T12:00:00+05:30',
    Slot_End: '2026-11-25T14:00:00+05:30',
    Slot_Full: true,
  },
];

// The JSON text of a non-empty list of windows, each naming its start as text.
const SLOT_LIST_PATTERN = String.raw`^\[\s*\{[\s\S]*"Slot_Start"\s*:\s*"[^"]+"[\s\S]*\}\s*\]$`;

/** The window of the request: the one the provider state says is open (or full). */
const windowFromState = {
  Slot_Start: MatchersV3.fromProviderState('${slotStart}', '2026-11-25T10:00:00+05:30'),
  Slot_End: MatchersV3.fromProviderState('${slotEnd}', '2026-11-25T12:00:00+05:30'),
};

const withSavedCart = { userId: CUSTOMER_ID, optionId: OPTION_ID };

export const customerSeesVisitSlots: PactScenario<{ userId: number }> = {
  params: { userId: CUSTOMER_ID },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('user {userId} has a saved cart with service option {optionId}', withSavedCart)
      .uponReceiving('a request for the visit windows of the saved cart')
      .withRequest('POST', '/Services/visitSlots', (request) =>
        request.headers(requestHeaders).jsonBody({ user_Id: CUSTOMER_ID }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: boolean(true),
          data: matchingRegex(SLOT_LIST_PATTERN, JSON.stringify(slotRows)),
        }),
      ),
};

export const customerSeesVisitSlotsToMove: PactScenario<{ userId: number; workOrderId: number }> = {
  params: { userId: CUSTOMER_ID, workOrderId: WORK_ORDER_ID },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('work order {workOrderId} of user {userId} is cancellable', {
        userId: CUSTOMER_ID,
        workOrderId: WORK_ORDER_ID,
      })
      .uponReceiving('a request for the visit windows to move a work order to')
      .withRequest('POST', '/Services/visitSlots', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ user_Id: CUSTOMER_ID, WorkOrderId: WORK_ORDER_ID }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: boolean(true),
          data: matchingRegex(SLOT_LIST_PATTERN, JSON.stringify(slotRows)),
        }),
      ),
};

export const customerBooksInWindow: PactScenario<{ userId: number; window: VisitWindow }> = {
  params: { userId: CUSTOMER_ID, window: EXAMPLE_WINDOW },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given(
        'user {userId} has a saved cart with service option {optionId} and a visit window is open',
        withSavedCart,
      )
      .uponReceiving('a request to book the saved cart in a visit window')
      .withRequest('POST', '/Services/book-service', (request) =>
        request.headers(requestHeaders).jsonBody({ user_Id: CUSTOMER_ID, ...windowFromState }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ result: { data: integer(5006) } })),
};

export const customerBooksInFullWindow: PactScenario<{ userId: number; window: VisitWindow }> = {
  params: { userId: CUSTOMER_ID, window: EXAMPLE_WINDOW },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given(
        'user {userId} has a saved cart with service option {optionId} and a visit window is full',
        withSavedCart,
      )
      .uponReceiving('a request to book the saved cart in a visit window that has just filled')
      .withRequest('POST', '/Services/book-service', (request) =>
        request.headers(requestHeaders).jsonBody({ user_Id: CUSTOMER_ID, ...windowFromState }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: false,
          data: nonBlankText('Every place at this visit time has just been taken'),
          Slot_Full: true,
        }),
      ),
};

export const customerChangesVisitTime: PactScenario<{
  userId: number;
  workOrderId: number;
  window: VisitWindow;
}> = {
  params: { userId: CUSTOMER_ID, workOrderId: WORK_ORDER_ID, window: EXAMPLE_WINDOW },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given(
        'work order {workOrderId} of user {userId} is cancellable and a visit window is open',
        {
          userId: CUSTOMER_ID,
          workOrderId: WORK_ORDER_ID,
        },
      )
      .uponReceiving("a request to change a work order's visit time")
      .withRequest('POST', '/WorkOrder/changeVisitTime', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ UserId: CUSTOMER_ID, WorkOrderId: WORK_ORDER_ID, ...windowFromState }),
      )
      // The app reads `status` alone.
      .willRespondWith(200, (response) => response.jsonBody({ status: true })),
};

export const customerChangesVisitTimeTooLate: PactScenario<{
  userId: number;
  workOrderId: number;
  window: VisitWindow;
}> = {
  params: { userId: CUSTOMER_ID, workOrderId: WORK_ORDER_ID, window: EXAMPLE_WINDOW },
  addTo: (pact) =>
    pact
      .addInteraction()
      .given('work order {workOrderId} of user {userId} has begun and a visit window is open', {
        userId: CUSTOMER_ID,
        workOrderId: WORK_ORDER_ID,
      })
      .uponReceiving('a change of visit time the server refuses')
      .withRequest('POST', '/WorkOrder/changeVisitTime', (request) =>
        request
          .headers(requestHeaders)
          .jsonBody({ UserId: CUSTOMER_ID, WorkOrderId: WORK_ORDER_ID, ...windowFromState }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          status: false,
          data: nonBlankText('This visit can no longer be moved'),
        }),
      ),
};
