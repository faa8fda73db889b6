import { describe, expect, it } from 'vitest';
import { HttpBookingGateway } from '../../../../src/adapters/http/HttpBookingGateway';
import { HttpRatingGateway } from '../../../../src/adapters/http/HttpRatingGateway';
import { malformed, rejected } from '../../../../src/core/shared/GatewayFailure';
import { ok } from '../../../../src/core/shared/Result';
import { ScriptedServer } from './ScriptedServer';
import { clientOn, listAnswer, TEST_BASE_URL } from './testClient';

const aWorkOrderRow = {
  ReferenceCode: 'GS-26326-5003',
  WorkOrderID: 9000,
  Service_Option_Name: 'Tap replacement',
  Service_Option_Icon: 'n_a',
  Quantity: 1,
  UnitPrice: 249,
  TotalPrice: 249,
  CreatedDate: '2026-11-21T06:30:00',
  WorkOrderStatusId: 5,
};
const visit = {
  Visit_Start: '2026-11-22T12:00:00+05:30',
  Visit_End: '2026-11-22T14:00:00+05:30',
  Technician_First_Name: 'Naresh',
  Technician_Contact: 'n_a',
};
const aReview = {
  Stars: 4,
  Tags: ['on-time', 'clean-work'],
  Comment: 'సమయానికి వచ్చారు.',
  Customer: 'Priya S.',
  Month: '2026-11',
  Language: 'te',
};

const ratingOn = (answer: { json: unknown }) => {
  const server = ScriptedServer.always(answer);
  return { server, gateway: new HttpRatingGateway(clientOn(server)) };
};
/** Pictures may come from this origin alone, as `VITE_IMAGE_ORIGINS` says. */
const PHOTOS = 'https://photos.example.in';

const detailWith = (rows: object[], extensions: { visits?: boolean; ratings?: boolean }) =>
  new HttpBookingGateway(
    clientOn(ScriptedServer.always(listAnswer(rows))),
    extensions.visits ?? false,
    false,
    extensions.ratings ?? false,
    [PHOTOS],
  ).getBookingDetail(5003);

describe('the ratings extension on the wire', () => {
  it("reads services' summaries, an unrated one being absent", async () => {
    const { server, gateway } = ratingOn(
      listAnswer([{ Service_Id: 61, Rating_Average: 4.71, Rating_Count: 1018 }], true),
    );

    expect(await gateway.summaries()).toEqual(ok([{ serviceId: 61, average: 4.71, count: 1018 }]));
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: `${TEST_BASE_URL}Services/ratingSummaries`,
    });
  });

  it.each([
    ['an average above 5', { Rating_Average: 5.2 }],
    ['no ratings counted', { Rating_Count: 0 }],
  ])('refuses a summary with %s', async (_, field) => {
    const { gateway } = ratingOn(
      listAnswer([{ Service_Id: 61, Rating_Average: 4.7, Rating_Count: 10, ...field }], true),
    );

    expect((await gateway.summaries()).ok).toBe(false);
  });

  it("reads a page of a service's reviews, in the language each was written", async () => {
    const { server, gateway } = ratingOn({
      json: { status: true, data: JSON.stringify({ Reviews: [aReview], More: true }) },
    });

    expect(await gateway.reviews(61, 2)).toEqual(
      ok({
        reviews: [
          {
            stars: 4,
            tags: ['on-time', 'clean-work'],
            comment: 'సమయానికి వచ్చారు.',
            customer: 'Priya S.',
            month: '2026-11',
            language: 'te',
          },
        ],
        more: true,
      }),
    );
    expect(server.requests[0]?.url).toBe(`${TEST_BASE_URL}Services/reviews/61?page=2`);
  });

  it.each([
    ['stars out of range', { Stars: 6 }],
    ['a tag nobody knows', { Tags: ['amazing'] }],
    ['a comment over 500 characters', { Comment: 'a'.repeat(501) }],
    ['a month that is none', { Month: '2026-13' }],
  ])('refuses a review with %s', async (_, field) => {
    const { gateway } = ratingOn({
      json: {
        status: true,
        data: JSON.stringify({ Reviews: [{ ...aReview, ...field }], More: false }),
      },
    });

    expect(await gateway.reviews(61, 1)).toEqual({
      ok: false,
      error: malformed('data: not a page of reviews'),
    });
  });

  it('rates a work order with the spec-style body, a missing comment as null', async () => {
    const { server, gateway } = ratingOn({ json: { status: true, data: 'rated' } });

    expect(await gateway.rate(101, 9000, { stars: 5, tags: ['polite'] })).toEqual(ok(undefined));
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: `${TEST_BASE_URL}WorkOrder/rate`,
      json: { UserId: 101, WorkOrderId: 9000, Stars: 5, Tags: ['polite'], Comment: null },
    });
  });

  it("gives the backend's refusal of a rating in its words", async () => {
    const { gateway } = ratingOn({
      json: { status: false, data: 'This visit can no longer be rated' },
    });

    expect(await gateway.rate(101, 9000, { stars: 5, tags: [] })).toEqual({
      ok: false,
      error: rejected('This visit can no longer be rated'),
    });
  });

  it("reads a work order's rating and its window from a detail row", async () => {
    const read = await detailWith(
      [
        {
          ...aWorkOrderRow,
          Rating_Stars: 4,
          Rating_Tags: ['on-time'],
          Rating_Comment: 'n_a',
          Rating_Editable_Until: '2026-11-29T14:00:00+05:30',
        },
      ],
      { ratings: true },
    );

    expect(read.ok && read.value[0]?.rating).toEqual({
      given: { stars: 4, tags: ['on-time'] },
      editableUntil: new Date('2026-11-29T14:00:00+05:30'),
    });
  });

  it('reads a work order not rated and past its window as having no rating and no window', async () => {
    const read = await detailWith(
      [
        {
          ...aWorkOrderRow,
          Rating_Stars: null,
          Rating_Tags: [],
          Rating_Comment: null,
          Rating_Editable_Until: null,
        },
      ],
      { ratings: true },
    );

    expect(read.ok && read.value[0]?.rating).toEqual({});
  });

  it("reads the technician's rating, jobs and photo with the visit", async () => {
    const read = await detailWith(
      [
        {
          ...aWorkOrderRow,
          ...visit,
          Technician_Rating: 4.5,
          Technician_Jobs: 403,
          Technician_Photo: 'https://photos.example.in/naresh.webp',
        },
      ],
      { visits: true, ratings: true },
    );

    expect(read.ok && read.value[0]?.visit?.technician).toEqual({
      name: 'Naresh',
      phone: '',
      rating: 4.5,
      jobs: 403,
      photoUrl: 'https://photos.example.in/naresh.webp',
    });
  });

  it('keeps no photo from an origin the page may not show pictures from: their initial stands in', async () => {
    const read = await detailWith(
      [
        {
          ...aWorkOrderRow,
          ...visit,
          Technician_Rating: 4.5,
          Technician_Photo: 'https://elsewhere.example.com/naresh.webp',
        },
      ],
      { visits: true, ratings: true },
    );

    expect(read.ok && read.value[0]?.visit?.technician).toEqual({
      name: 'Naresh',
      phone: '',
      rating: 4.5,
    });
  });

  it('refuses a technician photo that is not an https address', async () => {
    const read = await detailWith(
      [{ ...aWorkOrderRow, ...visit, Technician_Photo: 'javascript:alert(1)' }],
      { visits: true, ratings: true },
    );

    expect(read.ok).toBe(false);
  });

  it('reads neither rating nor technician record without the extension, whatever the row says', async () => {
    const read = await detailWith(
      [{ ...aWorkOrderRow, ...visit, Rating_Stars: 9, Technician_Rating: 'great' }],
      { visits: true },
    );

    expect(read.ok && read.value[0]).not.toHaveProperty('rating');
    expect(read.ok && read.value[0]?.visit?.technician).toEqual({ name: 'Naresh', phone: '' });
  });
});
