import { CreateButton, FilterButton, TopToolbar, useFilterContext, useResourceDefinition } from 'react-admin';
import { EntityList } from '../../../resources/EntityList';
import { ColumnsButton, ListViews } from '../../../resources/ListTools';
import { OrderExportButton } from './OrderExportButton';

/** The list's usual actions (its saved views too), with the order workbook in place of react-admin's raw CSV. */
const OrderListActions = () => {
  const filters = useFilterContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <ListViews />
      <ColumnsButton />
      {filters && <FilterButton />}
      {hasCreate && <CreateButton />}
      <OrderExportButton />
    </TopToolbar>
  );
};

/** Customer orders: the generic list from the schema, exported as a workbook. */
export const OrderList = () => <EntityList actions={<OrderListActions />} />;
