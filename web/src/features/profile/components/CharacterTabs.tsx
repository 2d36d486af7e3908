// The top tabs: main character, secondary 1, secondary 2 (upper-cased names; 'Pob. 1/2' on
// mobile), a dashed 'NOWA n' tab that opens the creation dialog, and for editors a small menu
// beside a selected secondary tab with 'Usuń postać'.
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import MoreVert from '@mui/icons-material/MoreVert';
import { palette } from '@/app/theme';
import type { CharacterView, ProfileTab, SecondarySlot } from '../characters';

interface CharacterTabsProps {
  tabs: ProfileTab[];
  selected: CharacterView;
  mobile: boolean;
  canDelete: boolean;
  onSelect: (id: string) => void;
  onCreate: (slot: SecondarySlot) => void;
  onDelete: (character: CharacterView) => void;
}

export function CharacterTabs({ tabs, selected, mobile, canDelete, onSelect, onCreate, onDelete }: CharacterTabsProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const change = (_event: unknown, id: string) => {
    const tab = tabs.find((t) => t.id === id);
    if (tab?.kind === 'new') onCreate(tab.slot);
    else if (tab) onSelect(tab.id);
  };
  const showMenu = canDelete && selected.slot !== 0;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 2, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
      <Tabs
        value={selected.tabId}
        onChange={change}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Postacie gracza"
        sx={{ flex: 1, minWidth: 0, '& .MuiTab-root': { textTransform: 'none' } }}
      >
        {tabs.map((tab) =>
          tab.kind === 'character' ? (
            <Tab
              key={tab.id}
              value={tab.id}
              id={tab.id}
              label={mobile ? tab.mobileLabel : tab.label}
              aria-label={mobile && tab.slot !== 0 ? `${tab.mobileLabel}: ${tab.character.name}` : undefined}
              aria-controls="profile-character-panel"
              // The whole name, at most 30 letters, on one line (MUI's 360-px cap would cut a wide
              // one): the strip scrolls when the tabs are wider than it.
              sx={{ maxWidth: 'none', whiteSpace: 'nowrap' }}
            />
          ) : (
            <Tab
              key={tab.id}
              value={tab.id}
              id={tab.id}
              label={tab.label}
              icon={<Add fontSize="small" />}
              iconPosition="start"
              aria-haspopup="dialog"
              aria-label={`${tab.label}: nowa postać poboczna`}
              data-testid={`new-slot-${tab.slot}`}
              sx={{ minHeight: 40, my: 0.5, mx: 0.5, border: `1px dashed ${palette.goldDim}`, borderRadius: 1, color: palette.gold, opacity: 0.85,
                '&:hover': { opacity: 1 } }}
            />
          ),
        )}
      </Tabs>
      {showMenu && (
        <>
          <IconButton
            size="small"
            aria-label={`Opcje postaci ${selected.name}`}
            aria-haspopup="menu"
            aria-expanded={Boolean(menuAnchor)}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            <MoreVert fontSize="small" />
          </IconButton>
          <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            <MenuItem
              onClick={() => {
                setMenuAnchor(null);
                onDelete(selected);
              }}
              sx={{ color: 'error.main' }}
            >
              <ListItemIcon sx={{ color: 'inherit' }}>
                <DeleteOutline fontSize="small" />
              </ListItemIcon>
              Usuń postać
            </MenuItem>
          </Menu>
        </>
      )}
    </Box>
  );
}
