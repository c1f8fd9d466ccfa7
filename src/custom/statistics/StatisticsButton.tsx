import BarChartIcon from '@mui/icons-material/BarChart';
import { Button, CreateButton, ExportButton, FilterButton, TopToolbar, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** Opens the reclamation statistics (a lazily loaded screen). */
export const StatisticsButton = () => (
  <Button component={Link} to="/reclamations-statistics" label="views.statistics">
    <BarChartIcon />
  </Button>
);

/** The reclamation list's actions: react-admin's usual ones and "Statystyki". */
export const ReclamationListActions = () => {
  const { total, exporter } = useListContext();
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      {exporter !== false && <ExportButton disabled={total === 0} />}
      <StatisticsButton />
    </TopToolbar>
  );
};
