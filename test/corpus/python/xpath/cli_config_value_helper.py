# corpus: CWE-643 vulnerable — the key from argv passes through a helper that formats it into an XPath query.
import sys

from lxml import etree


def setting_query(key):
    return "/config/setting[@key='{}']/@value".format(key)


def main():
    doc = etree.parse("/etc/myapp/settings.xml")
    key = sys.argv[1]
    for value in doc.xpath(setting_query(key)):
        print(value)


if __name__ == "__main__":
    main()
