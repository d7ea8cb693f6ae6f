<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<!-- Qt 6's non-native file and print dialog labels changed to "&amp;Look in:", "Files of &amp;type:" and "Page &amp;Set:", and the file types Qt 6 names in QAbstractFileIconProvider; the qtbase catalogue Qt ships still translates the old texts only (and, in zh_TW, lacks the duplex-printing choices). Hand-kept (not lupdate-managed); compiled by packaging/update_translations.py, loaded after qtbase by xiangqi_gui.ui.i18n. -->
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>搜尋位置(&amp;L)：</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>檔案類型(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>頁面組(&amp;S)：</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>雙面列印</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>長邊裝訂</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>短邊裝訂</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>檔案資料夾</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 檔案</translation>
    </message>
    <message>
        <source>File</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>磁碟機</translation>
    </message>
</context>
</TS>
