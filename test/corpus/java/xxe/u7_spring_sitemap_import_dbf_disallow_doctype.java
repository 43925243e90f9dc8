// corpus: CWE-611 safe — the DocumentBuilderFactory rejects any DOCTYPE, disables external general/parameter entities and external DTD loading before the uploaded sitemap is parsed.
package com.acme.cms.seo;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

@Service
class SitemapParser {
    private static final String SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

    private static DocumentBuilder newBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setFeature("http://xml.org/sax/features/external-general-entities", false);
        dbf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        dbf.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        dbf.setXIncludeAware(false);
        dbf.setExpandEntityReferences(false);
        return dbf.newDocumentBuilder();
    }

    List<String> locations(InputStream in) throws IOException, SAXException, ParserConfigurationException {
        Document doc = newBuilder().parse(in);
        NodeList nodes = doc.getElementsByTagNameNS(SITEMAP_NS, "loc");
        List<String> urls = new ArrayList<>(nodes.getLength());
        for (int i = 0; i < nodes.getLength(); i++) {
            urls.add(nodes.item(i).getTextContent().trim());
        }
        return urls;
    }
}

@RestController
class SitemapImportController {
    private final SitemapParser parser;

    SitemapImportController(SitemapParser parser) {
        this.parser = parser;
    }

    @PostMapping("/admin/seo/sitemap")
    ResponseEntity<?> importSitemap(@RequestParam("file") MultipartFile file) throws IOException {
        try (InputStream in = file.getInputStream()) {
            List<String> urls = parser.locations(in);
            return ResponseEntity.ok(urls.size());
        } catch (SAXException | ParserConfigurationException e) {
            return ResponseEntity.badRequest().body("not a valid sitemap");
        }
    }
}
