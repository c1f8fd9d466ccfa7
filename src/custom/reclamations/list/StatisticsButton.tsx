import BarChartIcon from '@mui/icons-material/BarChart';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { useText } from './texts';

/** Opens the reclamation statistics (a lazily loaded screen). */
export const StatisticsButton = () => {
  const { t } = useText();
  return (
    <Button component={Link} to="/reclamations-statistics" label={t('statistics')}>
      <BarChartIcon />
    </Button>
  );
};
