/**
 * The light antd components the goods pages use (those the layout uses too), referenced from one module that every
 * goods page reads: all goods route chunks then share the same antd modules, so Rollup makes fewer, larger shared chunks (fewer requests and
 * less gzip overhead on the first paint of the layout). Heavy goods-only components (Table, DatePicker, Cascader,
 * Upload, Image, Descriptions, InputNumber) are imported directly where used, to keep each chunk small.
 */
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';

export const ui = { Alert, App, Button, Checkbox, Form, Input, Modal, Radio, Result, Segmented, Select, Space, Tag, Typography };
