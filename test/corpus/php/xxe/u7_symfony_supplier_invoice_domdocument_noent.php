// corpus: CWE-611 vulnerable — the request body is handed to an importer that loads it with DOMDocument::loadXML and LIBXML_NOENT | LIBXML_DTDLOAD, so external entities in the posted invoice are resolved.
<?php

namespace App\Controller;

use App\Repository\SupplierInvoiceRepository;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Annotation\Route;

class SupplierInvoiceImporter
{
    public function __construct(private SupplierInvoiceRepository $invoices)
    {
    }

    public function import(string $supplierId, string $xml): int
    {
        $doc = new \DOMDocument();
        if (!$doc->loadXML($xml, LIBXML_NOENT | LIBXML_DTDLOAD | LIBXML_NONET)) {
            throw new \InvalidArgumentException('Malformed invoice document');
        }

        $xpath = new \DOMXPath($doc);
        $count = 0;
        foreach ($xpath->query('/invoices/invoice') as $node) {
            $this->invoices->upsert($supplierId, [
                'number' => $xpath->evaluate('string(number)', $node),
                'amount' => (float) $xpath->evaluate('string(amount)', $node),
                'currency' => $xpath->evaluate('string(currency)', $node),
                'memo' => $xpath->evaluate('string(memo)', $node),
            ]);
            $count++;
        }

        return $count;
    }
}

class SupplierInvoiceController extends AbstractController
{
    public function __construct(private SupplierInvoiceImporter $importer)
    {
    }

    #[Route('/api/suppliers/{supplierId}/invoices', methods: ['POST'])]
    public function import(string $supplierId, Request $request): JsonResponse
    {
        $this->denyAccessUnlessGranted('ROLE_SUPPLIER');

        if ($request->getContentTypeFormat() !== 'xml') {
            return new JsonResponse(['error' => 'expected application/xml'], 415);
        }

        try {
            $count = $this->importer->import($supplierId, $request->getContent());
        } catch (\InvalidArgumentException $e) {
            return new JsonResponse(['error' => $e->getMessage()], 422);
        }

        return new JsonResponse(['imported' => $count]);
    }
}
