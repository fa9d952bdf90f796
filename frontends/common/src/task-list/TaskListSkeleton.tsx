import { Card, Col, Row, Skeleton } from 'antd';

/** docs/product-rules.md, "Task lists and filters": the list loads behind a skeleton of 5 cards. */
export const SKELETON_CARDS = 5;

export function TaskListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading tasks" role="status">
      <Row gutter={[16, 16]}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Col key={index} xs={24} md={12} xl={8}>
            <Card size="small" data-testid="task-card-skeleton">
              <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 3, width: ['50%', '40%', '60%'] }} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
