import {
  AlreadyExistsException,
  CreateDatabaseCommand,
  CreateTableCommand,
  UpdateTableCommand,
  type GlueClient,
  type TableInput,
} from '@aws-sdk/client-glue';
import type { WorksheetFieldType } from '../../../../../shared/datasource/worksheet.js';
import { sha256 } from '../../../crypto/tokens.js';
import type { WorksheetTable } from '../../contract.js';

/** Glue (Hive) column types of the Parquet types contract.ts gives each field type. */
const GLUE_TYPES: Record<WorksheetFieldType, string> = {
  integer: 'bigint',
  decimal: 'double',
  date: 'date',
  datetime: 'timestamp',
  boolean: 'boolean',
  text: 'string',
};

/**
 * A tenant's Glue database: `<prefix>_<hash of the tenant id>` (lower case, as Glue keeps names),
 * holding that tenant's worksheets only, so a statement run in it reaches no other tenant's.
 */
export const tenantDatabase = (prefix: string, tenantId: string): string =>
  `${prefix}_${sha256(`glue:${tenantId}`).slice(0, 24)}`.toLowerCase();

/** The S3 folder of a worksheet's current generation, where all its keys are. */
export function generationLocation(bucket: string, table: WorksheetTable): string {
  const folders = new Set(table.keys.map((key) => key.slice(0, key.lastIndexOf('/') + 1)));
  const [folder] = folders;
  if (folders.size !== 1 || !folder) throw new Error(`worksheet ${table.worksheetId} has no single generation folder`);
  return `s3://${bucket}/${folder}`;
}

/** The Glue table of a worksheet: external, Parquet, its fields as columns, at its generation's folder. */
export function tableInput(bucket: string, table: WorksheetTable): TableInput {
  return {
    Name: table.name.toLowerCase(),
    TableType: 'EXTERNAL_TABLE',
    Parameters: { classification: 'parquet', EXTERNAL: 'TRUE', 'wallboard.generation': table.generation },
    StorageDescriptor: {
      Columns: table.fields.map((field) => ({ Name: field.name, Type: GLUE_TYPES[field.type] })),
      Location: generationLocation(bucket, table),
      InputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetInputFormat',
      OutputFormat: 'org.apache.hadoop.hive.ql.io.parquet.MapredParquetOutputFormat',
      SerdeInfo: { SerializationLibrary: 'org.apache.hadoop.hive.ql.io.parquet.serde.ParquetHiveSerDe' },
    },
  };
}

/**
 * Keeps Glue tables in step with worksheets: a table is created, or updated when its columns or
 * generation changed since this container last wrote it (Glue calls are skipped otherwise).
 */
export class GlueTables {
  private readonly written = new Map<string, string>();
  constructor(
    private readonly glue: GlueClient,
    private readonly bucket: string,
  ) {}

  async ensure(database: string, tables: readonly WorksheetTable[]): Promise<void> {
    for (const table of tables) {
      const input = tableInput(this.bucket, table);
      const id = `${database}.${input.Name ?? ''}`;
      const signature = JSON.stringify(input);
      if (this.written.get(id) === signature) continue;
      await this.ensureDatabase(database);
      await this.put(database, input);
      this.written.set(id, signature);
    }
  }

  /** Forgets what this container wrote to `database`, so the next `ensure` writes it all again. */
  forget(database: string): void {
    for (const id of this.written.keys()) if (id.startsWith(`${database}.`)) this.written.delete(id);
  }

  private async ensureDatabase(database: string): Promise<void> {
    try {
      await this.glue.send(new CreateDatabaseCommand({ DatabaseInput: { Name: database } }));
    } catch (error) {
      if (!(error instanceof AlreadyExistsException)) throw error;
    }
  }

  private async put(database: string, input: TableInput): Promise<void> {
    try {
      await this.glue.send(new CreateTableCommand({ DatabaseName: database, TableInput: input }));
    } catch (error) {
      if (!(error instanceof AlreadyExistsException)) throw error;
      await this.glue.send(new UpdateTableCommand({ DatabaseName: database, TableInput: input }));
    }
  }
}
