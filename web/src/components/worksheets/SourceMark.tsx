import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Database20Regular, DocumentTable20Regular } from '@fluentui/react-icons';
import { isFileSource, type SourceKind } from '../../../../shared/datasource/worksheet.js';

const useStyles = makeStyles({
  mark: {
    width: '36px',
    height: '36px',
    flexShrink: 0,
    display: 'grid',
    placeItems: 'center',
    borderRadius: tokens.borderRadiusLarge,
  },
  file: { color: tokens.colorPaletteGreenForeground2, backgroundColor: tokens.colorPaletteGreenBackground1 },
  database: { color: tokens.colorPaletteBlueForeground2, backgroundColor: tokens.colorPaletteBlueBackground2 },
});

/** A file or database icon on its tile, for a worksheet's source. */
export function SourceMark({ kind }: { kind: SourceKind }) {
  const styles = useStyles();
  const file = isFileSource(kind);
  return (
    <span
      className={mergeClasses(styles.mark, file ? styles.file : styles.database)}
      aria-hidden="true"
      data-testid="source-mark"
      data-kind={file ? 'file' : 'database'}
    >
      {file ? <DocumentTable20Regular /> : <Database20Regular />}
    </span>
  );
}
