// corpus: CWE-643 safe — the category is checked against a fixed allow-list before it is placed in the XPath expression.
package com.acme.news;

import java.util.Set;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@RestController
public class FeedController {
    private static final Set<String> CATEGORIES = Set.of("world", "business", "sport", "science");
    private final Document feed;

    public FeedController(Document feed) {
        this.feed = feed;
    }

    @GetMapping("/feed/{category}/size")
    public int size(@PathVariable String category) throws XPathExpressionException {
        if (!CATEGORIES.contains(category)) {
            throw new IllegalArgumentException("unknown category");
        }
        NodeList items = (NodeList) XPathFactory.newInstance().newXPath()
                .evaluate("/rss/channel/item[category='" + category + "']", feed, XPathConstants.NODESET);
        return items.getLength();
    }
}
