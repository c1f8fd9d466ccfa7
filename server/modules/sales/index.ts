import type { ServerModule } from '../../core/entityHooks';
import { configuratorRoutes } from './routes/configurator';
import { customerRequestHooks, customerRequestRoutes } from './routes/customerRequests';
import { deliveryDocumentPdfRoutes } from './routes/deliveryDocumentPdf';
import { deliveryDocumentHooks, deliveryDocumentRoutes } from './routes/deliveryDocuments';
import { orderDocumentRoutes } from './routes/orderDocuments';
import { orderRoutes, salesOrderHooks } from './routes/orders';
import { pricingRoutes } from './routes/pricing';
import { productImageRoutes } from './routes/productImages';

/** Sales: orders with their prices and documents, offer requests, delivery documents, the configurator and product images. */
export const salesModule: ServerModule = {
  name: 'sales',
  hooks: [customerRequestHooks, salesOrderHooks, deliveryDocumentHooks],
  routes: async (app) => {
    await app.register(orderRoutes);
    await app.register(orderDocumentRoutes);
    await app.register(pricingRoutes);
    await app.register(productImageRoutes);
    await app.register(configuratorRoutes);
    await app.register(customerRequestRoutes);
    await app.register(deliveryDocumentRoutes);
    await app.register(deliveryDocumentPdfRoutes);
  },
};
