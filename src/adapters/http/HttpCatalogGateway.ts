import type { CatalogGateway } from '../../core/catalog/CatalogGateway';
import type { Category } from '../../core/catalog/Category';
import type { Service } from '../../core/catalog/Service';
import type { ServiceOption } from '../../core/catalog/ServiceOption';
import type { GatewayFailure } from '../../core/shared/GatewayFailure';
import { ok, type Result } from '../../core/shared/Result';
import { apiPath, type ApiClient } from './ApiClient';
import {
  categoryFromWire,
  categoryRow,
  serviceFromWire,
  serviceOptionFromWire,
  serviceOptionRow,
  serviceRow,
} from './catalogWire';
import { decodeRowList } from './envelope';

/**
 * The catalogue over HTTP. All three calls are reads: POSTs by the backend's design, but
 * idempotent, so they are retried on network errors, timeouts and 502/503/504.
 *
 * Every answer is `{ data: "<JSON text of a list>" }`. Failures: `unavailable` (network, timeout,
 * HTTP error), `malformed` (not JSON, `data` not text or not a JSON list, a row off contract),
 * `rejected` when the answer carries `status: false` with a reason. Never throws.
 */
export class HttpCatalogGateway implements CatalogGateway {
  /**
   * `read` `saved-first` (the default): its answers are kept on this phone and answer from there
   * at once (ApiCall `keep`); `network`: always the backend's answer of the moment.
   */
  constructor(
    private readonly client: ApiClient,
    private readonly read: 'saved-first' | 'network' = 'saved-first',
  ) {}

  /**
   * POST `Services/allCategory`, body `{}`. Rows: `CategoryId` (integer), `Category_Name`,
   * `Category_Description` and `Category_Icon` (optional, null or 'n_a' read as absent),
   * `has_Services` (boolean).
   */
  async listCategories(): Promise<Result<readonly Category[], GatewayFailure>> {
    const body = await this.client.send({
      kind: 'read',
      method: 'POST',
      ...this.kept(),
      path: 'Services/allCategory',
    });
    if (!body.ok) return body;
    const rows = decodeRowList(body.value, categoryRow, 'list-only');
    return rows.ok ? ok(rows.value.map(categoryFromWire)) : rows;
  }

  /**
   * POST `Services/allServicesByCategoryId/{categoryId}`, body `{}`; category 0 asks for the
   * services of no category. Rows: `ServiceId`, `Service_Name`, `Service_Description`,
   * `Service_Icon`, `Category_Name` (null read as ''), `has_Service_Options` (boolean).
   */
  async listServices(categoryId: number): Promise<Result<readonly Service[], GatewayFailure>> {
    const body = await this.client.send({
      kind: 'read',
      method: 'POST',
      ...this.kept(),
      path: apiPath`Services/allServicesByCategoryId/${categoryId}`,
    });
    if (!body.ok) return body;
    const rows = decodeRowList(body.value, serviceRow, 'list-only');
    return rows.ok ? ok(rows.value.map(serviceFromWire)) : rows;
  }

  /**
   * POST `Services/allSubServicesByServiceId`, body `{ serviceId }`. Rows: `Service_Option_Id`,
   * `Service_Name`, `Service_Option_Name`, `Service_Option_Description`, `Service_Option_Price`
   * (rupees, a number ≥ 0, null when unpriced; converted to paise), `Service_Option_Icon`.
   */
  async listOptions(serviceId: number): Promise<Result<readonly ServiceOption[], GatewayFailure>> {
    const body = await this.client.send({
      kind: 'read',
      method: 'POST',
      ...this.kept(),
      path: 'Services/allSubServicesByServiceId',
      body: { serviceId },
    });
    if (!body.ok) return body;
    const rows = decodeRowList(body.value, serviceOptionRow, 'list-only');
    return rows.ok ? ok(rows.value.map(serviceOptionFromWire)) : rows;
  }

  private kept(): { keep?: 'catalogue' } {
    return this.read === 'saved-first' ? { keep: 'catalogue' } : {};
  }
}
