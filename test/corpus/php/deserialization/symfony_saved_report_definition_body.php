// corpus: CWE-502 vulnerable — the report definition posted in the request body is unserialized with all classes allowed before validation.
<?php

use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

final class ReportDefinition
{
    /** @param list<string> $columns */
    public function __construct(
        public string $name = '',
        public array $columns = [],
        public ?string $groupBy = null,
    ) {
    }
}

final class ReportDefinitionCodec
{
    public function encode(ReportDefinition $definition): string
    {
        return base64_encode(serialize($definition));
    }

    public function decode(string $encoded): ReportDefinition
    {
        $value = unserialize(base64_decode($encoded, true) ?: '');
        if (!$value instanceof ReportDefinition) {
            throw new UnexpectedValueException('not a report definition');
        }
        return $value;
    }
}

final class SavedReportController extends AbstractController
{
    public function __construct(private ReportDefinitionCodec $codec)
    {
    }

    #[Route('/crm/reports/import', methods: ['POST'])]
    public function import(Request $request): JsonResponse
    {
        try {
            $definition = $this->codec->decode((string) $request->request->get('definition', ''));
        } catch (UnexpectedValueException $e) {
            return $this->json(['error' => $e->getMessage()], 422);
        }

        return $this->json([
            'name' => $definition->name,
            'columns' => $definition->columns,
            'group_by' => $definition->groupBy,
            'share_code' => $this->codec->encode($definition),
        ]);
    }
}
