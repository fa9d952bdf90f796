import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';

/** A toolbar button of the lightbox ("yarl__button" gives it the look of the Close button). */
export function PinsToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const label = visible ? 'Hide pins' : 'Show pins';
  return (
    <button type="button" className="yarl__button" aria-label={label} title={label} onClick={onToggle}>
      {visible ? <EyeOutlined style={{ fontSize: 28 }} /> : <EyeInvisibleOutlined style={{ fontSize: 28 }} />}
    </button>
  );
}
