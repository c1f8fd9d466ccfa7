import BarChartIcon from '@mui/icons-material/BarChart';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';

/** Opens the reclamation statistics (a lazily loaded screen). */
export const StatisticsButton = () => (
  <Button component={Link} to="/reclamations-statistics" label="views.statistics">
    <BarChartIcon />
  </Button>
);
