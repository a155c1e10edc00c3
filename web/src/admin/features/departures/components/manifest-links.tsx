import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { manifestPath } from '../../../shared/travellers/api/get-travellers';

/**
 * The group manifest for the ground agent and the airline: the confirmed travellers' passport
 * facts as a PDF to print or mail (opened in a new tab) and as CSV. Each download is audited by
 * the server, which the note says, since the files carry passport numbers.
 */
export function ManifestLinks({ departureId }: { departureId: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<PictureAsPdfIcon />}
        href={manifestPath(departureId, 'pdf')}
        target="_blank"
        rel="noopener"
      >
        Manifest (PDF)
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        href={manifestPath(departureId, 'csv')}
      >
        Manifest (CSV)
      </Button>
      <Typography variant="body2" color="text.secondary">
        Passport facts of the confirmed travellers; each download is recorded in the audit log.
      </Typography>
    </Box>
  );
}
