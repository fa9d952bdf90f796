import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { TaskCountsDto } from './dto/task-counts.dto';
import { countOf } from './raw-values';

type Party = 'shopperId' | 'clientId';

/** Her tasks counted by status in one pass, so a dashboard never reads the task list to count. */
const countsSql = (party: Party) => `SELECT COUNT(*) AS total,
    SUM(CASE WHEN task.status = 'DRAFT' THEN 1 ELSE 0 END) AS draft,
    SUM(CASE WHEN task.status = 'ACTIVE' THEN 1 ELSE 0 END) AS active,
    SUM(CASE WHEN task.status = 'COMPLETE' THEN 1 ELSE 0 END) AS complete
  FROM shop_tasks task WHERE task.${party} = ?`;

const COUNTS_SQL: Record<Party, string> = { shopperId: countsSql('shopperId'), clientId: countsSql('clientId') };

interface CountsRow {
  total: number | string | null;
  draft: number | string | null;
  active: number | string | null;
  complete: number | string | null;
}

/** The dashboards' task counters: one statement whatever the history. */
@Injectable()
export class TaskCountsQuery {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async run(party: Party, userId: string): Promise<TaskCountsDto> {
    const [row] = (await this.dataSource.query(COUNTS_SQL[party], [userId])) as CountsRow[];
    return {
      total: countOf(row?.total ?? null),
      draft: countOf(row?.draft ?? null),
      active: countOf(row?.active ?? null),
      complete: countOf(row?.complete ?? null),
    };
  }
}
