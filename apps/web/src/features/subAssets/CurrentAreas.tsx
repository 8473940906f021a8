import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ManagementArea, sortOptions } from '@verge/domain';

export interface CurrentAreasProps {
  /** The areas on the sub-asset now. */
  areas: readonly ManagementArea[];
  /** Ids marked for removal on save. */
  removing: readonly number[];
  onChange: (removing: number[]) => void;
}

/** Edit Sub Asset: the areas it holds, each of which can be marked for removal (and kept again). */
export function CurrentAreas({ areas, removing, onChange }: CurrentAreasProps) {
  return (
    <>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        Current Management Areas
      </Typography>
      {areas.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No management areas assigned.
        </Typography>
      ) : (
        <Paper variant="outlined">
          <List dense aria-label="Current management areas">
            {sortOptions(areas, (a) => a.name).map((area) => {
              const marked = removing.includes(area.id);
              return (
                <ListItem
                  key={area.id}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={marked ? `Keep ${area.name}` : `Remove ${area.name}`}
                      onClick={() =>
                        onChange(marked ? removing.filter((id) => id !== area.id) : [...removing, area.id])
                      }
                    >
                      {marked ? <UndoIcon /> : <DeleteIcon />}
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={area.name}
                    secondary={marked ? 'Removed on save' : undefined}
                    sx={marked ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
                  />
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
    </>
  );
}
