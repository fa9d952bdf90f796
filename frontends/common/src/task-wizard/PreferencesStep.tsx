import type { UseQueryResult } from '@tanstack/react-query';
import { Col, Row, Skeleton, Typography } from 'antd';
import { AnswerField } from './AnswerField';
import { LoadFailed } from '../components/LoadFailed';
import type { Category } from './wizard-values';

/** Lists and long text take the whole row; short answers sit two to a row on wider screens. */
const isWide = (type: string, hasOptions: boolean) => type === 'string[]' || (type === 'string' && !hasOptions);

/** Step 3: the chosen category's questions, generated from its form. */
export function PreferencesStep({
  categories,
  category,
}: {
  categories: UseQueryResult<Category[]>;
  category: Category | undefined;
}) {
  if (categories.isError) {
    return (
      <LoadFailed
        title="We could not load the categories."
        retry={categories.refetch}
        retrying={categories.isFetching}
      />
    );
  }
  if (!category) return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  const { fields, requireAnyOf = [] } = category.formSchema;
  return (
    <>
      <Typography.Paragraph type="secondary">
        {category.name}: {category.description}
        {/* "At least one size is required": said up front, not only once Next is refused. */}
        {requireAnyOf.map((group) => ` ${group.message}.`).join('')}
      </Typography.Paragraph>
      <Row gutter={16}>
        {fields.map((field) => (
          <Col key={field.key} xs={24} sm={isWide(field.type, Boolean(field.options)) ? 24 : 12}>
            <AnswerField
              categoryId={category.id}
              field={field}
              group={requireAnyOf.find((group) => group.keys[0] === field.key)}
            />
          </Col>
        ))}
      </Row>
    </>
  );
}
