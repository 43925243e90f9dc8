// corpus: CWE-643 vulnerable — the brand and colour parameters are appended into an expression that XPath.compile builds.
package com.acme.catalog;

import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@RestController
public class XmlCatalogController {
    private final Document catalog;

    public XmlCatalogController(Document catalog) {
        this.catalog = catalog;
    }

    @GetMapping("/catalog/count")
    public int count(@RequestParam String brand, @RequestParam String colour) throws XPathExpressionException {
        StringBuilder expr = new StringBuilder("//product[brand='");
        expr.append(brand).append("' and colour='").append(colour).append("']");
        XPath xp = XPathFactory.newInstance().newXPath();
        XPathExpression compiled = xp.compile(expr.toString());
        NodeList nodes = (NodeList) compiled.evaluate(catalog, XPathConstants.NODESET);
        return nodes.getLength();
    }
}
