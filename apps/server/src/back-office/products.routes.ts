import {
  BusinessParamsSchema,
  ProductInputSchema,
  ProductParamsSchema,
  StaffProductResponseSchema,
  StaffProductsResponseSchema,
} from '@kupa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductAdminService } from '../catalogue/product-admin.service';
import { staffSessionOf } from '../staff-auth/staff-context';
import { assertManages } from './business-access';
import { BACK_OFFICE_ERRORS, BACK_OFFICE_NOTE, BACK_OFFICE_TAGS } from './route-docs';

const PRODUCTS = '/api/kupa-live/manage/businesses/:businessId/products';
const PRODUCT = `${PRODUCTS}/:productId`;
const INPUT_NOTE =
  "Names in Hebrew and English, a category key, a price in agorot (at least 1) and the business's locations that sell it (another business's location is 400 VALIDATION_ERROR, field body.locationIds). isActive false retires it: offered nowhere, past orders keep it. The presentation, checkout and voucher-order products show the change on their next call; the change is written to the audit log.";

/** The back office's products and concessions section (spec 3 "products", sold per location). */
export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductAdminService }> = async (app, { products }) => {
  app.get(
    PRODUCTS,
    {
      schema: {
        summary: "A business's products and concessions, with the locations selling each",
        description: BACK_OFFICE_NOTE,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        response: { 200: StaffProductsResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      assertManages(staffSessionOf(request), businessId);
      return { businessId, ...(await products.list(businessId)) };
    },
  );

  app.post(
    PRODUCTS,
    {
      schema: {
        summary: 'Add a product or concession',
        description: `${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: BusinessParamsSchema,
        body: ProductInputSchema,
        response: { 200: StaffProductResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { product: await products.create(businessId, request.body, session.userId) };
    },
  );

  app.put(
    PRODUCT,
    {
      schema: {
        summary: 'Change, retire or bring back a product',
        description: `The whole product. A product of another business is 403 FORBIDDEN, an unknown one 404 NOT_FOUND. ${INPUT_NOTE} ${BACK_OFFICE_NOTE}`,
        tags: BACK_OFFICE_TAGS,
        params: ProductParamsSchema,
        body: ProductInputSchema,
        response: { 200: StaffProductResponseSchema, ...BACK_OFFICE_ERRORS },
      },
    },
    async (request) => {
      const { businessId, productId } = request.params;
      const session = staffSessionOf(request);
      assertManages(session, businessId);
      return { product: await products.update(businessId, productId, request.body, session.userId) };
    },
  );
};
