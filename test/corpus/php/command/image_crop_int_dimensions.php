// corpus: CWE-78 safe — width, height and offsets are cast to int before being placed in the convert command.
<?php

final class CropRequest
{
    public function __construct(
        public readonly int $width,
        public readonly int $height,
        public readonly int $x,
        public readonly int $y,
    ) {
    }

    public static function fromArray(array $in): self
    {
        return new self((int) ($in['w'] ?? 100), (int) ($in['h'] ?? 100), (int) ($in['x'] ?? 0), (int) ($in['y'] ?? 0));
    }

    public function geometry(): string
    {
        return sprintf('%dx%d+%d+%d', $this->width, $this->height, $this->x, $this->y);
    }
}

$crop = CropRequest::fromArray($_POST);
$src = __DIR__ . '/avatars/source.png';
$dst = __DIR__ . '/avatars/cropped.png';
exec('convert ' . $src . ' -crop ' . $crop->geometry() . ' +repage ' . $dst, $o, $rc);
echo $rc === 0 ? 'ok' : 'failed';
