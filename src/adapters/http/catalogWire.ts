import { boolean, object, string, type InferType } from 'yup';
import type { Category } from '../../core/catalog/Category';
import type { Service } from '../../core/catalog/Service';
import type { ServiceOption } from '../../core/catalog/ServiceOption';
import { paiseFromRupees } from '../../core/shared/Money';
import {
  optionalText,
  optionalTextField,
  rupeesField,
  textOrEmpty,
  wholeNumberField,
} from './wireFields';

/** The rows of the three catalogue calls, as the JSON text inside `data` carries them (SPEC §3). */

export const categoryRow = object({
  CategoryId: wholeNumberField(),
  Category_Name: string().defined(),
  Category_Description: optionalTextField(),
  Category_Icon: optionalTextField(),
  has_Services: boolean().defined(),
}).defined();

export const serviceRow = object({
  ServiceId: wholeNumberField(),
  Service_Name: string().defined(),
  Service_Description: optionalTextField(),
  Service_Icon: optionalTextField(),
  // The services of "no category" (id 0) may come without one.
  Category_Name: string().defined().nullable(),
  has_Service_Options: boolean().defined(),
}).defined();

export const serviceOptionRow = object({
  Service_Option_Id: wholeNumberField(),
  Service_Name: string().defined(),
  Service_Option_Name: string().defined(),
  Service_Option_Description: optionalTextField(),
  // Rupees; null or absent when an option has no fixed price. A negative price is off contract.
  Service_Option_Price: rupeesField().nullable().optional(),
  Service_Option_Icon: optionalTextField(),
}).defined();

export function categoryFromWire(row: InferType<typeof categoryRow>): Category {
  return {
    id: row.CategoryId,
    name: textOrEmpty(row.Category_Name),
    description: optionalText(row.Category_Description),
    icon: optionalText(row.Category_Icon),
    hasServices: row.has_Services,
  };
}

export function serviceFromWire(row: InferType<typeof serviceRow>): Service {
  return {
    id: row.ServiceId,
    name: textOrEmpty(row.Service_Name),
    description: optionalText(row.Service_Description),
    icon: optionalText(row.Service_Icon),
    categoryName: textOrEmpty(row.Category_Name),
    hasOptions: row.has_Service_Options,
  };
}

export function serviceOptionFromWire(row: InferType<typeof serviceOptionRow>): ServiceOption {
  const price = row.Service_Option_Price;
  return {
    id: row.Service_Option_Id,
    serviceName: textOrEmpty(row.Service_Name),
    name: textOrEmpty(row.Service_Option_Name),
    description: optionalText(row.Service_Option_Description),
    price: price === null || price === undefined ? undefined : paiseFromRupees(price),
    icon: optionalText(row.Service_Option_Icon),
  };
}
